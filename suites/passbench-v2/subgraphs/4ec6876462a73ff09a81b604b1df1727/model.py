import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_probs_1: torch.Tensor, value_states_5: torch.Tensor):
        attn_output_29 = torch.bmm(attn_probs_1, value_states_5)
        attn_output_30 = attn_output_29.view(1, 16, 1, 64)
        attn_output_29 = None
        attn_output_31 = attn_output_30.transpose(1, 2)
        attn_output_30 = None
        return (attn_output_31,)
