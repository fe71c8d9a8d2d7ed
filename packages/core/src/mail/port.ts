export interface Message {
  to: string;
  subject: string;
  text: string;
}

export interface MailPort {
  send(message: Message): Promise<void>;
}
