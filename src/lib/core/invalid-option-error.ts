/** A bad constructor option. The message names the option and how to fix it. */
export class InvalidOptionError extends Error {
  readonly option: string;
  constructor(option: string, message: string) {
    super(`Invalid gatehouse option "${option}": ${message}`);
    this.name = "InvalidOptionError";
    this.option = option;
  }
}
