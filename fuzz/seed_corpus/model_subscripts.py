import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_input_ids_: torch.Tensor, L_mask_):
        x = L_input_ids_
        a = x[0]
        b = x[:, 1:]
        c = x[..., ::2]
        d = x[None, :, -1]
        e = x[1:10:3, (0, 1)]
        f = x[slice(None, 4, None)]
        L_mask_[(slice(None), 0)] = 0
        g = x.view(-1, x.size(1)).contiguous(memory_format=torch.contiguous_format)
        h = x.to(dtype=torch.float16, device=torch.device("cuda", 0))
        i = torch.zeros((2, 3), dtype=torch.int64, layout=torch.strided)
        j = g.shape[0]
        k = getattr(x, "shape")
        del a
        return (b, c, d, e, f, g, h, i, j, k)
