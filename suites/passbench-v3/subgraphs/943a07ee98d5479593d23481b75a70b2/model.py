import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_18: torch.Tensor):
        mean_2 = input_18.mean((2, 3), keepdim=True)
        ctx_global_2 = torch._C._nn.gelu(mean_2, approximate="none")
        mean_2 = None
        return (ctx_global_2,)
