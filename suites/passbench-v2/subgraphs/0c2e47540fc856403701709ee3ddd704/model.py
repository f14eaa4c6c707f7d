import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_11: torch.Tensor, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor):
        input_12 = torch._C._nn.linear(input_11, L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_modules_continuous_position_bias_mlp_modules_2_parameters_weight_, None)
        relative_position_bias_table_3 = input_12.view(-1, 6)
        input_12 = None
        view_63 = L_self_modules_encoder_modules_layers_modules_1_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        getitem_11 = relative_position_bias_table_3[view_63]
        relative_position_bias_table_3 = view_63 = None
        relative_position_bias_9 = getitem_11.view(49, 49, -1)
        getitem_11 = None
        permute_6 = relative_position_bias_9.permute(2, 0, 1)
        relative_position_bias_9 = None
        return (permute_6,)
