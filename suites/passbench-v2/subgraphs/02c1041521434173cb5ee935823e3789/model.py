import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_128: torch.Tensor):
        x_129 = torch._C._nn.gelu(x_128)
        x_130 = torch.nn.functional.dropout(x_129, 0.0, False, False)
        x_129 = None
        return (x_130,)
