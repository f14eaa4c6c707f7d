import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, horizontal_outputs_18: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_bias_: torch.nn.parameter.Parameter, main_outputs_50: torch.Tensor):
        horizontal_outputs_19 = torch.nn.functional.batch_norm(horizontal_outputs_18, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_mean_, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_var_, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_weight_, L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_bias_, False, 0.1, 1e-05)
        main_outputs_51 = main_outputs_50 + horizontal_outputs_19
        horizontal_outputs_19 = None
        hidden_state_12 = torch.nn.functional.relu(main_outputs_51, inplace=False)
        main_outputs_51 = None
        return (hidden_state_12,)
