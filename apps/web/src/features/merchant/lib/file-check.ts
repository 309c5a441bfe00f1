/** The upload checks live in shared/ (the collection feature's materials use them too). */
export { fileProblem, fileSizeText, isImage, type FileProblem } from '../../../shared/http/file-check';
