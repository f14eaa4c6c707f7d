import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, projected_group_tokens_3: torch.Tensor, attn_output_54: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        x_6 = projected_group_tokens_3 + attn_output_54
        layer_norm_29 = torch.nn.functional.layer_norm(x_6, (384,), L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm2_parameters_bias_, 1e-05)
        return (layer_norm_29, x_6)
