import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_parameters_logit_scale_: torch.nn.parameter.Parameter, attention_scores_27: torch.Tensor):
        clamp_6 = torch.clamp(L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_2_modules_attention_modules_self_parameters_logit_scale_, max=4.605170185988092)
        logit_scale_6 = clamp_6.exp()
        clamp_6 = None
        attention_scores_28 = attention_scores_27 * logit_scale_6
        logit_scale_6 = None
        return (attention_scores_28,)
