import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_parameters_logit_scale_: torch.nn.parameter.Parameter, attention_scores_9: torch.Tensor):
        clamp_2 = torch.clamp(L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_2_modules_attention_modules_self_parameters_logit_scale_, max=4.605170185988092)
        logit_scale_2 = clamp_2.exp()
        clamp_2 = None
        attention_scores_10 = attention_scores_9 * logit_scale_2
        logit_scale_2 = None
        return (attention_scores_10,)
