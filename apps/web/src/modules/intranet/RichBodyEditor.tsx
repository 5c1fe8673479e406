import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { toast } from '../../ui/toast';

/**
 * The announcement's text as rich text (docs/intranet.md): bold, italic, underline, strike, headings, lists, quotes,
 * links, images sent through the area's upload — what the server's sanitiser keeps (modules/intranet/sanitize.ts), no more. Loaded with the editor only
 * (AnnouncementForm imports it lazily): the other pages do not download tiptap.
 */

const labels: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Gras',
  italicControlLabel: 'Italique',
  underlineControlLabel: 'Souligné',
  strikeControlLabel: 'Barré',
  clearFormattingControlLabel: 'Effacer la mise en forme',
  h2ControlLabel: 'Titre',
  h3ControlLabel: 'Sous-titre',
  bulletListControlLabel: 'Liste à puces',
  orderedListControlLabel: 'Liste numérotée',
  blockquoteControlLabel: 'Citation',
  hrControlLabel: 'Séparateur',
  linkControlLabel: 'Lien',
  unlinkControlLabel: 'Retirer le lien',
  linkEditorInputLabel: 'Adresse du lien',
  linkEditorInputPlaceholder: 'https://exemple.fr/',
  linkEditorExternalLink: 'Ouvrir dans un nouvel onglet',
  linkEditorInternalLink: 'Ouvrir dans le même onglet',
  linkEditorSave: 'Enregistrer',
  imageUploadControlLabel: 'Insérer une image',
  undoControlLabel: 'Annuler',
  redoControlLabel: 'Rétablir',
};

interface Props {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string;
  /** Sends an image (the area's upload: type read from the bytes, 5 Mo) and answers its `/uploads/…` address. */
  uploadImage?(file: File): Promise<string>;
}

export default function RichBodyEditor({ id, label, value, onChange, error, uploadImage }: Props) {
  // the extensions are made once with the editor: the upload is read through a ref
  const upload = useRef(uploadImage);
  upload.current = uploadImage;
  const onImageUpload = async (file: File) => {
    if (!upload.current) throw new Error('Les images ne sont pas prises en charge ici');
    return { src: await upload.current(file), alt: file.name.replace(/\.[^.]*$/, '') };
  };
  const onImageUploadError = (_file: File, e: unknown) => toast.fromError(e);
  const editor = useEditor({
    // no code, code block or third-level headings: the sanitiser would drop them
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, protocols: ['mailto'] }),
      // picked, pasted or dropped images are sent first; only their `/uploads/…` address goes in the text
      getUploadImageExtension(Image, { onImageUpload, onImageUploadError }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-required': 'true',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // the form's value set from outside (another announcement opened for editing): shown, unless it is what was typed
  useEffect(() => {
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value);
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} withAsterisk error={error} errorProps={{ id: `${id}-error` }} labelElement="div">
      <RichTextEditor editor={editor} labels={labels} mt={4} onImageUpload={onImageUpload} onImageUploadError={onImageUploadError}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {uploadImage && <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp" />}
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
