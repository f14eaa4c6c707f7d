import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_fusion_layer_parameters_text_param_: torch.nn.parameter.Parameter, text_attn_output_4: torch.Tensor, text_features: torch.Tensor):
        mul_4 = L_self_modules_fusion_layer_parameters_text_param_ * text_attn_output_4
        text_features_1 = text_features + mul_4
        mul_4 = None
        return (text_features_1,)
