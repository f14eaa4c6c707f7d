class Program_weight_tensor_meta_scale_12:
    name = "scale_12"
    shape = [1, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.834569636260314e-15
    std = 7.016515107114256e-15
    data = [5.375575168103854e-15, 2.9508107112288795e-14, 0.0, 0.0, 0.0, 1.0881583245689504e-14, 0.0, 0.0, 5.535834648757315e-15, 0.0, 0.0, 0.0, 0.0, 1.3121714340634007e-14, 4.926180990905138e-15, 7.031990448107001e-15, 0.0, 1.0415671078986381e-14, 6.293353154145781e-16, 0.0, 2.495291723491862e-15, 0.0, 2.018071921052779e-14, 0.0, 0.0, 8.064438907515268e-15, 0.0, 7.018592080947333e-15, 8.317554375011482e-15, 9.865838276001092e-15, 2.208461718892791e-14, 0.0, 2.8682236436188696e-14, 0.0, 8.712463157878065e-15, 0.0, 0.0, 1.1262984394146223e-15, 1.284850471053008e-14, 0.0, 2.656834882576887e-15, 1.3159468293159025e-14, 0.0, 0.0, 0.0, 1.4723778904543634e-14, 0.0, 0.0, 5.242591418901403e-15, 8.832541936612624e-16, 0.0, 0.0, 0.0, 0.0, 3.2155731782113712e-15, 1.0213607134254132e-14, 2.890605388107233e-15, 0.0, 1.320781439268946e-15, 9.874574573819073e-15, 1.2938075056570433e-14, 5.242850187466789e-15, 1.0227915214799151e-14, 0.0]
    min_val = 0.0
    max_val = 2.9508107112288795e-14


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [240, 64, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00017679402891109439
    std = 0.09162898794801896
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [240]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_input_40:
    name = "input_40"
    shape = [1, 240, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -6.557458893701649e-16
    std = 2.291766578706937e-14
    data = None
    min_val = -1.1344209263370458e-13
    max_val = 1.0671557360659653e-13
