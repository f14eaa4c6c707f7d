import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sigmoid: torch.Tensor, attention_scores_1: torch.Tensor):
        relative_position_bias_2 = 16 * sigmoid
        unsqueeze = relative_position_bias_2.unsqueeze(0)
        relative_position_bias_2 = None
        attention_scores_2 = attention_scores_1 + unsqueeze
        unsqueeze = None
        attention_probs = torch.nn.functional.softmax(attention_scores_2, dim=-1)
        attention_scores_2 = None
        attention_probs_1 = torch.nn.functional.dropout(attention_probs, 0.0, False, False)
        attention_probs = None
        return (attention_probs_1,)
