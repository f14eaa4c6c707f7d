import torch


class GraphModule(torch.nn.Module):
    def forward(self, conv1d_1: torch.Tensor):
        inputs_embeds_1 = torch._C._nn.gelu(conv1d_1)
        inputs_embeds_2 = inputs_embeds_1.permute(0, 2, 1)
        inputs_embeds_1 = None
        return (inputs_embeds_2,)
