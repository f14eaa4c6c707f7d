import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_probs: torch.Tensor, value_states_25: torch.Tensor):
        attn_output_121 = torch.bmm(attn_probs, value_states_25)
        attn_output_122 = attn_output_121.view(1, 8, 100, 32)
        attn_output_121 = None
        attn_output_123 = attn_output_122.transpose(1, 2)
        attn_output_122 = None
        return (attn_output_123,)
