import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_12: torch.Tensor):
        mean_1 = input_12.mean((2, 3), keepdim=True)
        ctx_global_1 = torch._C._nn.gelu(mean_1, approximate="none")
        mean_1 = None
        return (ctx_global_1,)
