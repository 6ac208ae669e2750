/** Saves `value` as the JSON file `name`, through the browser's own download. */
export function downloadJson(name: string, value: unknown) {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own reference to the data once started.
  setTimeout(() => URL.revokeObjectURL(url));
}
