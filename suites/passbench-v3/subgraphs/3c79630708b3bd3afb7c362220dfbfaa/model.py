import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, q_10: torch.Tensor, modulator_10: torch.Tensor):
        x_out_40 = q_10 * modulator_10
        permute_21 = x_out_40.permute(0, 2, 3, 1)
        x_out_40 = None
        x_out_41 = permute_21.contiguous()
        permute_21 = None
        return (x_out_41,)
