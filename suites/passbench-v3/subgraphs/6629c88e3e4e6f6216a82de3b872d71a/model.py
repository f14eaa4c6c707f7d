import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_6: torch.Tensor, hidden_states_80: torch.Tensor, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_: torch.nn.parameter.Parameter):
        x_7 = x_6 + hidden_states_80
        x_8 = torch.nn.functional.layer_norm(x_7, (384,), L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_weight_, L_self_modules_vision_model_modules_encoder_modules_stages_modules_1_modules_downsample_modules_pre_assign_attn_modules_norm_post_parameters_bias_, 1e-05)
        x_7 = None
        return (x_8,)
