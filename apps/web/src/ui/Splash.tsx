/** Shown before Mantine loads, so it is styled by hand. */
export const Splash = () => (
  <div
    role="status"
    aria-live="polite"
    style={{
      position: 'fixed',
      inset: 0,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 16,
      fontFamily: 'system-ui, sans-serif',
      color: '#495057',
    }}
  >
    <style>{'@keyframes fitfit-spin{to{transform:rotate(360deg)}}'}</style>
    <div
      aria-hidden="true"
      style={{
        width: 40,
        height: 40,
        border: '4px solid #ffd8a8',
        borderTopColor: '#e8590c',
        borderRadius: '50%',
        animation: 'fitfit-spin 0.8s linear infinite',
      }}
    />
    <span>Chargement...</span>
  </div>
);
