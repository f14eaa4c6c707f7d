import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_17: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_18 = torch._C._nn.linear(input_17, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table_5 = input_18.view(-1, 12)
        input_18 = None
        view_100 = L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem_19 = relative_position_bias_table_5[view_100]
        relative_position_bias_table_5 = view_100 = None
        relative_position_bias_15 = getitem_19.view(49, 49, -1)
        getitem_19 = None
        permute_10 = relative_position_bias_15.permute(2, 0, 1)
        relative_position_bias_15 = None
        return (permute_10,)
