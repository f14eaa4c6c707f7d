class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [2, 64, 112, 112]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.3355386890617218e-07
    std = 6.581440688382204e-07
    data = None
    min_val = 0.0
    max_val = 1.5990257452358492e-05


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_conv_parameters_weight_"
    shape = [64, 64, 3, 3]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.4974052534672375e-05
    std = 0.019977581367127652
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_mean_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_:
    name = "L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_buffers_running_var_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_:
    name = "L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.003854814799979067
    std = 0.020200088765428167
    data = [-0.049517445266246796, 0.020004183053970337, 0.015789788216352463, 0.0050270347855985165, 0.009129759855568409, 0.02265579253435135, -0.019726650789380074, -0.018197400495409966, -0.03269628807902336, -0.003620636183768511, -0.002391251502558589, 0.002523861825466156, 0.03365028277039528, 0.019842248409986496, 0.010929206386208534, -0.01720207929611206, 0.00998949259519577, -0.007262720726430416, -0.007553751114755869, -0.029021305963397026, 0.005678169429302216, -0.013982819393277168, 0.003565882332623005, 0.000456611393019557, 0.008151423186063766, -0.006091673392802477, 0.0007880524499341846, -0.018502121791243553, -0.003266420681029558, -0.004700907971709967, -0.032251544296741486, -0.038862716406583786, -0.00043148905388079584, -0.027536388486623764, -0.011375893838703632, -0.00199110247194767, 0.0012233573943376541, 0.0039978609420359135, -0.021406564861536026, -0.008266109973192215, 0.019481463357806206, 0.0007959920912981033, 0.013241097331047058, -0.01128191314637661, -0.02420937642455101, 0.012603291310369968, -0.054883889853954315, -0.006995780859142542, -0.03261171653866768, 0.015066280961036682, 0.018879584968090057, -0.017626430839300156, 0.031491197645664215, -0.019661927595734596, -0.018326204270124435, 0.019916394725441933, -0.026289474219083786, 0.0062217144295573235, 0.026843620464205742, 0.011961529962718487, -0.015064375475049019, -0.013032590970396996, 0.046272628009319305, -0.027046987786889076]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_:
    name = "L_self_modules_backbone_modules_stages_modules_1_modules_blocks_modules_1_modules_conv1_modules_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
