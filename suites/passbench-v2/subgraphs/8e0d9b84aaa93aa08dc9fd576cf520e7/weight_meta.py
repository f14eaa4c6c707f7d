class Program_weight_tensor_meta_L_kwargs_decoder_input_ids_:
    name = "L_kwargs_decoder_input_ids_"
    shape = [1, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [3356, 22239, 101621, 11712, 89779, 91035, 33523, 25255, 8761, 4323, 84965, 55634, 19716, 112311, 99526, 39464, 113784, 106188, 117146, 98577, 84422, 4583, 32519, 36062, 96008, 19025, 91909, 79721, 62877, 30648, 2329, 3252, 105539, 42720, 84739, 92229, 100078, 35039, 31007, 97360, 35282, 96819, 111304, 78289, 18019, 7469, 40579, 64387, 20702, 35863, 53104, 34625, 119513, 62761, 15071, 84896, 2063, 72106, 74564, 64103, 32371, 103774, 33291, 32514]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_tokens_parameters_weight_:
    name = "L_self_modules_encoder_modules_embed_tokens_parameters_weight_"
    shape = [128112, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.367025179991145e-07
    std = 0.019997467591957155
    data = None
