ALTER TABLE "users" DROP CONSTRAINT "users_current_restaurant_id_restaurants_id_fk";
