class Program_weight_tensor_meta_input_15:
    name = "input_15"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 8.751791523746608e-07
    std = 6.696957686094445e-06
    data = None
    min_val = -4.4246669858694077e-05
    max_val = 6.305973511189222e-05


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 4, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.01743576861041888
    std = 0.05073888963253525
    data = None
    min_val = -0.16841548681259155
    max_val = 0.19498877227306366


class Program_weight_tensor_meta_ctx_all_8:
    name = "ctx_all_8"
    shape = [1, 192, 28, 28]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.3114029934749926e-06
    std = 2.471672584356311e-05
    data = None
    min_val = -0.0002715371665544808
    max_val = 0.0002576458500698209
