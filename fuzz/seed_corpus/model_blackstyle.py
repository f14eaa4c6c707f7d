import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_stack0_: torch.Tensor,
        L_other_,
    ) -> tuple:
        """forward docstring"""
        pass
        l_stack0_ = L_stack0_
        l_other_ = L_other_
        tensor = l_stack0_.permute(0, 2, 1, 3)
        sdpa = torch.nn.functional.scaled_dot_product_attention(
            tensor,
            l_other_,
            l_other_,
            attn_mask=None,
            dropout_p=0.1,
            is_causal=False,
        )
        (a, b) = sdpa.chunk(2, dim=-1)
        [c, d] = (a, b)
        out = torch.cat([c, d, a], -1)
        out **= 2
        out //= 3
        out @= out
        return out
