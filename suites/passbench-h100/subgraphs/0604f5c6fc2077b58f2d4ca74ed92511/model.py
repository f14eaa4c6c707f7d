import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_weights: torch.Tensor, causal_mask_5: torch.Tensor):
        attn_weights_1 = attn_weights + causal_mask_5
        softmax = torch.nn.functional.softmax(attn_weights_1, dim=-1, dtype=torch.float32)
        attn_weights_1 = None
        attention_probs = softmax.to(torch.float32)
        softmax = None
        attention_probs_1 = torch.nn.functional.dropout(attention_probs, 0.1, False, False)
        attention_probs = None
        attention_probs_reshaped = attention_probs_1.view(4, 19, -1)
        attention_probs_1 = None
        return (attention_probs_reshaped,)
