import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_probs_14: torch.Tensor, value_states_29: torch.Tensor):
        attn_output_70 = torch.bmm(attn_probs_14, value_states_29)
        attn_output_71 = attn_output_70.view(1, 4, 77, 64)
        attn_output_70 = None
        attn_output_72 = attn_output_71.transpose(1, 2)
        attn_output_71 = None
        return (attn_output_72,)
