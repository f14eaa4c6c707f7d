import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_32: torch.Tensor, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_33 = torch._C._nn.linear(input_32, L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table_10 = input_33.view(-1, 24)
        input_33 = None
        view_189 = L_self_modules_encoder_modules_layers_modules_3_modules_blocks_modules_0_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem_32 = relative_position_bias_table_10[view_189]
        relative_position_bias_table_10 = view_189 = None
        relative_position_bias_30 = getitem_32.view(49, 49, -1)
        getitem_32 = None
        permute_20 = relative_position_bias_30.permute(2, 0, 1)
        relative_position_bias_30 = None
        return (permute_20,)
