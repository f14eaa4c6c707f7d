import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_5: torch.Tensor):
        reshape_1 = attn_output_5.reshape(1, 1248, -1)
        attn_output_6 = reshape_1.contiguous()
        reshape_1 = None
        return (attn_output_6,)
