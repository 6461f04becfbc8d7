// The back-office texts of the e-mail screen (/mail) and the e-mails the shop itself receives. Spanish is the source; en/mail.ts is typed against it.
const mail = {};

export default mail;
