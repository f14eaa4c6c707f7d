import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_: torch.nn.parameter.Parameter, attention_scores: torch.Tensor):
        clamp = torch.clamp(L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_, max=4.605170185988092)
        logit_scale = clamp.exp()
        clamp = None
        attention_scores_1 = attention_scores * logit_scale
        logit_scale = None
        return (attention_scores_1,)
