/** The image upload's progress bar with its percentage in words. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="adm-progress">
      <label htmlFor="adm-upload-progress">Uploading image</label>
      <progress id="adm-upload-progress" max={100} value={percent}>
        {percent}%
      </progress>
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
