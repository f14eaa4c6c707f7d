import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_probs_6: torch.Tensor, value_states_13: torch.Tensor):
        attn_output_30 = torch.bmm(attn_probs_6, value_states_13)
        attn_output_31 = attn_output_30.view(1, 6, 64, 64)
        attn_output_30 = None
        attn_output_32 = attn_output_31.transpose(1, 2)
        attn_output_31 = None
        return (attn_output_32,)
