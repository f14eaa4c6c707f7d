import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, query: torch.Tensor, L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_weight_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_bias_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_bias_: torch.nn.parameter.Parameter, input_4: torch.Tensor, L_self_modules_sensor_encoder_modules_norm_eps: torch.Tensor):
        multi_head_attention_forward = torch.nn.functional.multi_head_attention_forward(query, query, query, 64, 4, L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_weight_, L_self_modules_sensor_encoder_modules_attn_parameters_in_proj_bias_, None, None, False, 0.0, L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_weight_, L_self_modules_sensor_encoder_modules_attn_modules_out_proj_parameters_bias_, training=False, key_padding_mask=None, need_weights=True, attn_mask=None, average_attn_weights=True, is_causal=False)
        attn_output = multi_head_attention_forward[0]
        multi_head_attention_forward = None
        h_attn = attn_output.transpose(1, 0)
        attn_output = None
        add = input_4 + h_attn
        h_attn = None
        item_2 = L_self_modules_sensor_encoder_modules_norm_eps.item()
        return (add,)
