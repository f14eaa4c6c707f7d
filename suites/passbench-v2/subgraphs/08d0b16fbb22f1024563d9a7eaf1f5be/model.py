import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_105: torch.Tensor, unsqueeze_71: torch.Tensor):
        attention_scores_106 = attention_scores_105 + unsqueeze_71
        attention_scores_107 = attention_scores_106.view(-1, 32, 144, 144)
        attention_scores_106 = None
        attention_probs_46 = torch.nn.functional.softmax(attention_scores_107, dim=-1)
        attention_scores_107 = None
        attention_probs_47 = torch.nn.functional.dropout(attention_probs_46, 0.0, False, False)
        attention_probs_46 = None
        return (attention_probs_47,)
