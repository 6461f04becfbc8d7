// A real Express app listening on an ephemeral port, for middleware tests that go through HTTP.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export interface Served {
  origin: string;
  close(): Promise<void>;
}

export function serve(app: Express): Promise<Served> {
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(0, "127.0.0.1", (err?: Error) => {
      if (err) return reject(err);
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
