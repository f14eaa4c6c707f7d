class Program_weight_tensor_meta_q:
    name = "q"
    shape = [1, 12, 256, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0002481193894744993
    std = 0.1565400060273267
    data = None
    min_val = -0.6900449991226196
    max_val = 0.6706746220588684


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 12, 256, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0030704016471768494
    std = 0.1561012651060382
    data = None
    min_val = -0.8626095652580261
    max_val = 0.7429752349853516


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 12, 256, 128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0015022116523020583
    std = 0.15725234452564774
    data = None
    min_val = -0.7557194232940674
    max_val = 0.7328609228134155
