import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, pooled_output_1: torch.Tensor):
        norm_1 = pooled_output_1.norm(p=2, dim=-1, keepdim=True)
        text_embeds = pooled_output_1 / norm_1
        norm_1 = None
        return (text_embeds,)
