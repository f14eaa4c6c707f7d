import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q: torch.Tensor, modulator: torch.Tensor):
        x_out = q * modulator
        permute_1 = x_out.permute(0, 2, 3, 1)
        x_out = None
        x_out_1 = permute_1.contiguous()
        permute_1 = None
        return (x_out_1,)
