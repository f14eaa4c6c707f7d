class Program_weight_tensor_meta_mul_6:
    name = "mul_6"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001144603454976538
    std = 0.10658501702166756
    data = None
    min_val = -0.5514031052589417
    max_val = 0.575008749961853


class Program_weight_tensor_meta_mul_7:
    name = "mul_7"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001970778162426371
    std = 0.07074726462097652
    data = None
    min_val = -0.476977676153183
    max_val = 0.46706855297088623


class Program_weight_tensor_meta_getitem_26:
    name = "getitem_26"
    shape = [1, 16, 1, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001387405661066765
    std = 0.12779825629292205
    data = None
    min_val = -0.3708480894565582
    max_val = 0.387215793132782


class Program_weight_tensor_meta_v_1:
    name = "v_1"
    shape = [1, 16, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00015109759197983084
    std = 0.13022814126946905
    data = None
    min_val = -0.5686109662055969
    max_val = 0.6143892407417297


class Program_weight_tensor_meta_k_2:
    name = "k_2"
    shape = [1, 16, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0014331613931945879
    std = 0.12962612568945053
    data = None
    min_val = -0.630043089389801
    max_val = 0.5570284128189087


class Program_weight_tensor_meta_getitem_22:
    name = "getitem_22"
    shape = [16, 196, 128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.38372934851289475
    std = 0.5939298569828854
    data = None
    min_val = -0.9999999403953552
    max_val = 1.0
