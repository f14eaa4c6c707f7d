import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_1: torch.Tensor):
        reshape = attn_output_1.reshape(1, 31, -1)
        attn_output_2 = reshape.contiguous()
        reshape = None
        view_7 = attn_output_2.view(-1, 1536)
        attn_output_2 = None
        return (view_7,)
