import torch


class GraphModule(torch.nn.Module):
    def forward(self, to_35: torch.Tensor, values_31: torch.Tensor):
        attn_output_124 = torch.matmul(to_35, values_31)
        transpose_159 = attn_output_124.transpose(1, 2)
        attn_output_124 = None
        return (transpose_159,)
