class Program_weight_tensor_meta_x_3:
    name = "x_3"
    shape = [1024, 192, 8, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.7869687326653583e-05
    std = 0.038641856639269875
    data = None
    min_val = -0.1968328207731247
    max_val = 0.21241410076618195


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1024, 64, 2, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.0942692433823295e-06
    std = 0.03876401570485992
    data = None
    min_val = -0.2055649608373642
    max_val = 0.21499039232730865


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1024, 64, 2, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.8163797249020997e-05
    std = 0.03905058095897386
    data = None
    min_val = -0.2109135240316391
    max_val = 0.19881828129291534
