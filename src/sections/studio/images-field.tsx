import { useId, useState } from 'react';
import { toSafeImageSrc } from '@/domain/safe-link';
import { describeLinkProblem } from './link-problem';
import { listField, type ProjectFormApi } from './list-field';
import { moveItem } from './move-item';

/** The project's images as addresses, each previewed, in the order visitors see them. */
export function ImagesField({ form }: { form: ProjectFormApi }) {
  const id = useId();
  const field = listField(form, 'images');
  const images = field.value;
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? field.error?.message;

  const add = () => {
    const address = typed.trim();
    if (!address) return;
    const refused = describeLinkProblem(address, 'image');
    if (refused) {
      setProblem(`Not added. ${refused}`);
      return;
    }
    field.onChange([...images, address]);
    setTyped('');
    setProblem(null);
  };

  return (
    <fieldset className="studio-fieldset">
      <legend>Images</legend>
      {images.length > 0 && (
        <ol className="studio-images">
          {images.map((address, index) => {
            const src = toSafeImageSrc(address);
            const place = index + 1;
            return (
              <li key={`${index}:${address}`} className="studio-image">
                {src ? (
                  <img src={src} alt={`Preview: ${address}`} width={64} height={48} />
                ) : (
                  <span className="studio-image-missing">Not shown</span>
                )}
                <span className="studio-image-address">{address}</span>
                <span className="studio-actions">
                  <button
                    type="button"
                    className="button button-outlined"
                    disabled={index === 0}
                    aria-label={`Move image ${place} up`}
                    onClick={() => field.onChange(moveItem(images, index, index - 1))}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="button button-outlined"
                    disabled={index === images.length - 1}
                    aria-label={`Move image ${place} down`}
                    onClick={() => field.onChange(moveItem(images, index, index + 1))}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className="button button-outlined"
                    aria-label={`Remove image ${place}`}
                    onClick={() => field.onChange(images.filter((_, other) => other !== index))}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="form-field studio-field" data-invalid={error ? true : undefined}>
        <label htmlFor={id}>Image address</label>
        <div className="studio-add-row">
          <input
            id={id}
            value={typed}
            inputMode="url"
            placeholder="/demo/photo.webp or https://…"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button-outlined" onClick={add}>
            Add image
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
