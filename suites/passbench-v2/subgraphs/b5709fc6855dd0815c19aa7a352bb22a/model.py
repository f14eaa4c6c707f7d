import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, mul_9: torch.Tensor, mul_10: torch.Tensor, q_embed_2: torch.Tensor, q_pass_1: torch.Tensor, k_pass_1: torch.Tensor):
        k_embed_2 = mul_9 + mul_10
        q_embed_3 = torch.cat([q_embed_2, q_pass_1], dim=-1)
        k_embed_3 = torch.cat([k_embed_2, k_pass_1], dim=-1)
        k_embed_2 = None
        return (q_embed_3, k_embed_3)
