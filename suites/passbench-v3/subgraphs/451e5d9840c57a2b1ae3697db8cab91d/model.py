import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_encoder_hidden_states_: torch.Tensor, L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_bias_: torch.nn.parameter.Parameter, key_states_30: torch.Tensor, encoder_attention_mask: torch.Tensor):
        value_states_30 = torch._C._nn.linear(L_encoder_hidden_states_, L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_weight_, L_self_modules_layers_modules_7_modules_encoder_attn_modules_v_proj_parameters_bias_)
        view_48 = key_states_30.view(1, 15, -1, 64)
        key_states_31 = view_48.transpose(1, 2)
        view_48 = None
        view_49 = value_states_30.view(1, 15, -1, 64)
        value_states_30 = None
        value_states_31 = view_49.transpose(1, 2)
        view_49 = None
        attention_mask_15 = encoder_attention_mask[(slice(None, None, None), slice(None, None, None), slice(None, None, None), slice(None, 15, None))]
        return (key_states_31, value_states_31, attention_mask_15)
