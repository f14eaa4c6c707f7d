import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_: torch.nn.parameter.Parameter, attention_scores_45: torch.Tensor):
        clamp_10 = torch.clamp(L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_parameters_logit_scale_, max=4.605170185988092)
        logit_scale_10 = clamp_10.exp()
        clamp_10 = None
        attention_scores_46 = attention_scores_45 * logit_scale_10
        logit_scale_10 = None
        return (attention_scores_46,)
