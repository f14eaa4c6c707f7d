import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_7: torch.Tensor):
        x_8 = torch._C._nn.gelu(x_7)
        x_9 = torch.nn.functional.dropout(x_8, 0.0, False, False)
        x_8 = None
        return (x_9,)
