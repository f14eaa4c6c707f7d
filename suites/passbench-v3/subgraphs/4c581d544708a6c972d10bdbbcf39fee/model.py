import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_scores_21: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_: torch.Tensor, L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_: torch.nn.parameter.Parameter):
        attention_scores_22 = attention_scores_21 / 5.656854249492381
        view_94 = L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_buffers_relative_position_index_.view(-1)
        relative_position_bias_15 = L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_self_parameters_relative_position_bias_table_[view_94]
        view_94 = None
        relative_position_bias_16 = relative_position_bias_15.view(49, 49, -1)
        relative_position_bias_15 = None
        permute_10 = relative_position_bias_16.permute(2, 0, 1)
        relative_position_bias_16 = None
        return (permute_10, attention_scores_22)
